import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';

/** A list of short texts (results, technologies, requirements…), one input per item. */
export function LinesInput({ source, label, max }: { source: string; label: string; max: number }) {
  return (
    <ArrayInput source={source} label={label}>
      <SimpleFormIterator inline disableReordering>
        <TextInput
          source=""
          label={false}
          validate={(v: string) => (v && v.length > max ? `At most ${max} characters` : undefined)}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

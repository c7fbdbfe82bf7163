import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

export interface Requirement {
  label: string;
  met: boolean;
}

/** Each rule with a tick once it holds. */
export function RequirementChecklist({ items }: { items: Requirement[] }) {
  return (
    <List dense aria-label="Password requirements" disablePadding>
      {items.map((item) => (
        <ListItem key={item.label} disableGutters sx={{ py: 0 }}>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {item.met ? (
              <CheckCircle fontSize="small" color="success" titleAccess="met" />
            ) : (
              <RadioButtonUnchecked fontSize="small" color="disabled" titleAccess="not met" />
            )}
          </ListItemIcon>
          <ListItemText
            primary={item.label}
            slotProps={{
              primary: { variant: 'body2', color: item.met ? 'success.main' : 'text.secondary' },
            }}
          />
        </ListItem>
      ))}
    </List>
  );
}

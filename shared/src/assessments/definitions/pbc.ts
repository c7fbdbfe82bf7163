import type { AssessmentDefinition } from '../types.js';
import { domain, text } from './build.js';

export const pbcAssessment: AssessmentDefinition = {
  type: 'pbc',
  path: '/pbc-assessment',
  title: text(
    'PBC Readiness Assessment',
    'Evaluación de preparación para PBC',
    'Bewertung der PBC-Bereitschaft',
  ),
  description: text(
    'Check whether your contracts, risk management, performance monitoring and stakeholders are ready for performance-based contracts.',
    'Compruebe si sus contratos, su gestión de riesgos, su seguimiento del rendimiento y sus partes interesadas están preparados para los contratos basados en el rendimiento.',
    'Prüfen Sie, ob Verträge, Risikomanagement, Leistungsmessung und Beteiligte Ihres Unternehmens für leistungsbasierte Verträge bereit sind.',
  ),
  domains: [
    domain(
      'Contract Management',
      text('Contract Management', 'Gestión de contratos', 'Vertragsmanagement'),
      1,
      [
        text(
          "How outcome-focused are your organization's contracts (measurable results rather than hours or activities)?",
          '¿Hasta qué punto se centran en resultados los contratos de su organización (resultados medibles en lugar de horas o actividades)?',
          'Wie ergebnisorientiert sind die Verträge Ihres Unternehmens (messbare Ergebnisse statt Stunden oder Tätigkeiten)?',
        ),
        text(
          "How well structured are your organization's payment mechanisms that link fees to performance (bonuses, penalties, gain-sharing)?",
          '¿En qué medida están bien estructurados los mecanismos de pago de su organización que vinculan los honorarios al rendimiento (bonificaciones, penalizaciones, reparto de beneficios)?',
          'Wie durchdacht sind die Vergütungsmechanismen Ihres Unternehmens, die Entgelte an Leistung koppeln (Boni, Vertragsstrafen, Gain-Sharing)?',
        ),
        text(
          "How robust is your organization's process for negotiating and approving performance-based terms?",
          '¿Qué solidez tiene el proceso de su organización para negociar y aprobar condiciones basadas en el rendimiento?',
          'Wie belastbar ist der Prozess Ihres Unternehmens zum Verhandeln und Freigeben leistungsbasierter Vertragsbedingungen?',
        ),
        text(
          "How well managed is your organization's contract lifecycle, from baseline to renewal?",
          '¿Con qué eficacia gestiona su organización el ciclo de vida de los contratos, desde la línea de base hasta la renovación?',
          'Wie gut steuert Ihr Unternehmen den Vertragslebenszyklus, von der Ausgangsbasis bis zur Verlängerung?',
        ),
        text(
          "How standardized are your organization's templates and legal clauses for performance-based agreements?",
          '¿En qué medida están estandarizadas las plantillas y cláusulas legales de su organización para acuerdos basados en el rendimiento?',
          'Wie standardisiert sind die Vorlagen und Vertragsklauseln Ihres Unternehmens für leistungsbasierte Vereinbarungen?',
        ),
      ],
      {
        low: text(
          'Pick one service with a measurable outcome (uptime, output, energy saved), agree a baseline with the customer, and write a pilot contract with a small bonus and penalty.',
          'Elija un servicio con un resultado medible (disponibilidad, producción, energía ahorrada), acuerde una línea de base con el cliente y redacte un contrato piloto con una pequeña bonificación y penalización.',
          'Wählen Sie einen Service mit messbarem Ergebnis (Verfügbarkeit, Ausbringung, eingesparte Energie), vereinbaren Sie mit dem Kunden eine Ausgangsbasis und schließen Sie einen Pilotvertrag mit kleinem Bonus und kleiner Vertragsstrafe.',
        ),
        medium: text(
          'Turn your pilots into standard templates and clauses, set an approval path for performance terms, and track every contract from baseline to renewal in one system.',
          'Convierta sus pilotos en plantillas y cláusulas estándar, establezca un circuito de aprobación para las condiciones de rendimiento y siga cada contrato desde la línea de base hasta la renovación en un único sistema.',
          'Machen Sie aus Ihren Pilotprojekten Standardvorlagen und -klauseln, legen Sie einen Freigabeweg für Leistungsbedingungen fest und verfolgen Sie jeden Vertrag von der Ausgangsbasis bis zur Verlängerung in einem System.',
        ),
        high: text(
          'Your contracting is mature. Offer gain-sharing on larger outcomes, and use the data of past contracts to price new ones more precisely.',
          'Su contratación es madura. Ofrezca reparto de beneficios en resultados de mayor alcance y utilice los datos de contratos anteriores para fijar con más precisión el precio de los nuevos.',
          'Ihr Vertragswesen ist ausgereift. Bieten Sie Gain-Sharing für größere Ergebnisse an und nutzen Sie die Daten früherer Verträge, um neue präziser zu bepreisen.',
        ),
      },
    ),
    domain(
      'Risk Management',
      text('Risk Management', 'Gestión de riesgos', 'Risikomanagement'),
      6,
      [
        text(
          "How thorough is your organization's assessment of the risks it takes on when it guarantees outcomes?",
          '¿Con qué rigor evalúa su organización los riesgos que asume cuando garantiza resultados?',
          'Wie gründlich bewertet Ihr Unternehmen die Risiken, die es mit garantierten Ergebnissen übernimmt?',
        ),
        text(
          "How accurate is your organization's modelling of its financial exposure under penalty and bonus scenarios?",
          '¿Qué precisión tiene la modelización que hace su organización de su exposición financiera en escenarios de penalizaciones y bonificaciones?',
          'Wie genau modelliert Ihr Unternehmen sein finanzielles Risiko in Szenarien mit Vertragsstrafen und Boni?',
        ),
        text(
          "How clear is your organization's allocation, in its contracts, of risks outside its control (customer operations, force majeure)?",
          '¿Con qué claridad reparten los contratos de su organización los riesgos que escapan a su control (operaciones del cliente, fuerza mayor)?',
          'Wie klar regeln die Verträge Ihres Unternehmens Risiken außerhalb seines Einflusses (Betrieb des Kunden, höhere Gewalt)?',
        ),
        text(
          "How mature is your organization's approach to insuring or hedging performance risks?",
          '¿Qué grado de madurez tiene el enfoque de su organización para asegurar o cubrir los riesgos de rendimiento?',
          'Wie ausgereift ist der Ansatz Ihres Unternehmens, Leistungsrisiken zu versichern oder abzusichern?',
        ),
        text(
          "How prepared are your organization's contingency plans for when performance targets are at risk?",
          '¿Hasta qué punto están preparados los planes de contingencia de su organización para cuando peligran los objetivos de rendimiento?',
          'Wie gut sind die Notfallpläne Ihres Unternehmens für den Fall vorbereitet, dass Leistungsziele gefährdet sind?',
        ),
      ],
      {
        low: text(
          'List the risks you would carry under an outcome guarantee, cap your exposure in the first contracts, and exclude what you cannot control.',
          'Enumere los riesgos que asumiría con una garantía de resultados, limite su exposición en los primeros contratos y excluya lo que no puede controlar.',
          'Listen Sie die Risiken auf, die Sie mit einer Ergebnisgarantie tragen würden, begrenzen Sie Ihr Risiko in den ersten Verträgen und schließen Sie aus, was Sie nicht beeinflussen können.',
        ),
        medium: text(
          'Model penalty and bonus scenarios with real performance data, agree contingency plans with operations, and review insurance for the largest risks.',
          'Modelice escenarios de penalizaciones y bonificaciones con datos reales de rendimiento, acuerde planes de contingencia con operaciones y revise los seguros para los riesgos más grandes.',
          'Modellieren Sie Szenarien mit Vertragsstrafen und Boni auf Basis realer Leistungsdaten, stimmen Sie Notfallpläne mit dem Betrieb ab und prüfen Sie Versicherungen für die größten Risiken.',
        ),
        high: text(
          'You manage risk well. Spread it across a portfolio of contracts, and consider sharing it with partners or insurers so that you can take on larger guarantees.',
          'Gestiona bien el riesgo. Repártalo en una cartera de contratos y valore compartirlo con socios o aseguradoras para poder asumir garantías mayores.',
          'Sie steuern Risiken gut. Verteilen Sie sie auf ein Vertragsportfolio und prüfen Sie, Risiken mit Partnern oder Versicherern zu teilen, um größere Garantien übernehmen zu können.',
        ),
      },
    ),
    domain(
      'Performance Monitoring',
      text('Performance Monitoring', 'Seguimiento del rendimiento', 'Leistungsüberwachung'),
      11,
      [
        text(
          "How clearly defined are your organization's KPIs and baselines for each performance-based contract?",
          '¿Con qué claridad están definidos los KPI y las líneas de base de su organización para cada contrato basado en el rendimiento?',
          'Wie klar sind Kennzahlen und Ausgangswerte Ihres Unternehmens für jeden leistungsbasierten Vertrag definiert?',
        ),
        text(
          "How automated is your organization's collection of the performance data its contracts depend on?",
          '¿Hasta qué punto está automatizada la recogida de los datos de rendimiento de los que dependen los contratos de su organización?',
          'Wie automatisiert erfasst Ihr Unternehmen die Leistungsdaten, von denen seine Verträge abhängen?',
        ),
        text(
          "How trusted are your organization's performance reports by both its own teams and its customers?",
          '¿En qué medida confían tanto sus equipos como sus clientes en los informes de rendimiento de su organización?',
          'Wie sehr vertrauen eigene Teams und Kunden den Leistungsberichten Ihres Unternehmens?',
        ),
        text(
          "How timely is your organization's detection of performance deviations before they become contract breaches?",
          '¿Con qué antelación detecta su organización las desviaciones de rendimiento antes de que se conviertan en incumplimientos de contrato?',
          'Wie frühzeitig erkennt Ihr Unternehmen Leistungsabweichungen, bevor daraus Vertragsverletzungen werden?',
        ),
        text(
          "How transparent is your organization's performance reporting to customers (dashboards, regular reviews)?",
          '¿Qué grado de transparencia tienen los informes de rendimiento de su organización hacia los clientes (cuadros de mando, revisiones periódicas)?',
          'Wie transparent berichtet Ihr Unternehmen seinen Kunden über die Leistung (Dashboards, regelmäßige Reviews)?',
        ),
      ],
      {
        low: text(
          'Define three KPIs and their baselines for each contract, and measure them automatically from machine or system data rather than by hand.',
          'Defina tres KPI y sus líneas de base para cada contrato, y mídalos automáticamente a partir de datos de máquinas o sistemas en lugar de a mano.',
          'Definieren Sie für jeden Vertrag drei Kennzahlen samt Ausgangswerten und messen Sie diese automatisch aus Maschinen- oder Systemdaten statt von Hand.',
        ),
        medium: text(
          'Share a dashboard with each customer, set alerts that warn before a target is missed, and hold a monthly review on the same numbers.',
          'Comparta un cuadro de mando con cada cliente, configure alertas que avisen antes de que se incumpla un objetivo y celebre una revisión mensual sobre las mismas cifras.',
          'Teilen Sie mit jedem Kunden ein Dashboard, richten Sie Warnungen ein, bevor ein Ziel verfehlt wird, und führen Sie monatliche Reviews auf Basis derselben Zahlen durch.',
        ),
        high: text(
          'Your monitoring is trusted. Add forecasts so that you act before deviations happen, and have the data of your largest contracts audited independently.',
          'Su seguimiento genera confianza. Añada previsiones para actuar antes de que se produzcan desviaciones y haga que un tercero independiente audite los datos de sus contratos más grandes.',
          'Ihre Leistungsmessung genießt Vertrauen. Ergänzen Sie Prognosen, um vor Abweichungen zu handeln, und lassen Sie die Daten Ihrer größten Verträge unabhängig prüfen.',
        ),
      },
    ),
    domain(
      'Stakeholder Alignment',
      text(
        'Stakeholder Alignment',
        'Alineación de las partes interesadas',
        'Abstimmung der Beteiligten',
      ),
      16,
      [
        text(
          "How aligned are your organization's leadership and its customers on what success means for each contract?",
          '¿En qué medida coinciden la dirección de su organización y sus clientes en lo que significa el éxito para cada contrato?',
          'Wie einig sind sich die Führung Ihres Unternehmens und seine Kunden darüber, was Erfolg bei jedem Vertrag bedeutet?',
        ),
        text(
          "How strong is your organization's collaboration between operations, finance and legal on performance-based contracts?",
          '¿Qué nivel de colaboración existe en su organización entre operaciones, finanzas y el área jurídica en los contratos basados en el rendimiento?',
          'Wie eng arbeiten Betrieb, Finanzen und Rechtsabteilung Ihres Unternehmens bei leistungsbasierten Verträgen zusammen?',
        ),
        text(
          "How closely are your organization's internal incentives tied to the outcomes it promises customers?",
          '¿En qué medida están ligados los incentivos internos de su organización a los resultados que promete a sus clientes?',
          'Wie eng sind die internen Anreize Ihres Unternehmens an die den Kunden zugesagten Ergebnisse gekoppelt?',
        ),
        text(
          "How effective is your organization's governance of joint performance reviews with customers?",
          '¿Qué eficacia tiene la gobernanza de su organización para las revisiones conjuntas del rendimiento con los clientes?',
          'Wie wirksam steuert Ihr Unternehmen gemeinsame Leistungsreviews mit Kunden?',
        ),
        text(
          "How strong is your organization's trust with key customers and suppliers when it comes to sharing data and risk?",
          '¿Qué grado de confianza tiene su organización con sus principales clientes y proveedores a la hora de compartir datos y riesgos?',
          'Wie groß ist das Vertrauen zwischen Ihrem Unternehmen und wichtigen Kunden und Lieferanten, wenn es darum geht, Daten und Risiken zu teilen?',
        ),
      ],
      {
        low: text(
          'Bring operations, finance and legal together on one pilot contract, and agree in writing with the customer what success looks like.',
          'Reúna a operaciones, finanzas y el área jurídica en torno a un contrato piloto, y acuerde por escrito con el cliente cómo se define el éxito.',
          'Bringen Sie Betrieb, Finanzen und Rechtsabteilung an einem Pilotvertrag zusammen und halten Sie mit dem Kunden schriftlich fest, wie Erfolg aussieht.',
        ),
        medium: text(
          'Link team incentives to contract outcomes, set up a joint steering meeting with key customers, and share the data both sides need.',
          'Vincule los incentivos de los equipos a los resultados de los contratos, cree un comité de seguimiento conjunto con los clientes clave y comparta los datos que ambas partes necesitan.',
          'Koppeln Sie Teamanreize an Vertragsergebnisse, richten Sie ein gemeinsames Steuerungsgremium mit Schlüsselkunden ein und teilen Sie die Daten, die beide Seiten brauchen.',
        ),
        high: text(
          'Your stakeholders pull in one direction. Use that trust to develop new outcome-based services together with customers and suppliers.',
          'Sus partes interesadas reman en la misma dirección. Aproveche esa confianza para desarrollar con clientes y proveedores nuevos servicios basados en resultados.',
          'Ihre Beteiligten ziehen an einem Strang. Nutzen Sie dieses Vertrauen, um mit Kunden und Lieferanten neue ergebnisbasierte Services zu entwickeln.',
        ),
      },
    ),
  ],
};

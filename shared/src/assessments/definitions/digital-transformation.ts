import type { AssessmentDefinition } from '../types.js';
import { domain, text } from './build.js';

export const digitalTransformationAssessment: AssessmentDefinition = {
  type: 'digital-transformation',
  path: '/digital-transformation-assessment',
  title: text(
    'Digital Transformation Assessment',
    'Evaluación de transformación digital',
    'Bewertung der digitalen Transformation',
  ),
  description: text(
    'Measure how ready your technology, data, people and processes are for digital transformation.',
    'Mida hasta qué punto su tecnología, sus datos, sus personas y sus procesos están preparados para la transformación digital.',
    'Messen Sie, wie bereit Technologie, Daten, Mitarbeitende und Prozesse Ihres Unternehmens für die digitale Transformation sind.',
  ),
  domains: [
    domain(
      'Technology Readiness',
      text('Technology Readiness', 'Preparación tecnológica', 'Technologische Bereitschaft'),
      1,
      [
        text(
          "How modern is your organization's core IT infrastructure (networks, servers, cloud services)?",
          '¿Hasta qué punto es moderna la infraestructura de TI central de su organización (redes, servidores, servicios en la nube)?',
          'Wie modern ist die zentrale IT-Infrastruktur Ihres Unternehmens (Netzwerke, Server, Cloud-Dienste)?',
        ),
        text(
          "How well integrated are your organization's business systems (ERP, MES, CRM) with one another?",
          '¿En qué medida están integrados entre sí los sistemas de gestión de su organización (ERP, MES, CRM)?',
          'Wie gut sind die Geschäftssysteme Ihres Unternehmens (ERP, MES, CRM) miteinander integriert?',
        ),
        text(
          "How connected is your organization's shop-floor equipment to its IT systems?",
          '¿Hasta qué punto están conectados los equipos de planta de su organización con sus sistemas de TI?',
          'Wie stark sind die Maschinen und Anlagen in der Fertigung Ihres Unternehmens mit den IT-Systemen vernetzt?',
        ),
        text(
          "How mature is your organization's cybersecurity across IT and operational technology (OT)?",
          '¿Qué grado de madurez tiene la ciberseguridad de su organización en TI y en tecnología operativa (OT)?',
          'Wie ausgereift ist die Cybersicherheit Ihres Unternehmens in IT und Betriebstechnik (OT)?',
        ),
        text(
          "How ready is your organization's technology stack to adopt new tools such as AI, IoT and cloud platforms?",
          '¿Hasta qué punto está preparada la plataforma tecnológica de su organización para adoptar nuevas herramientas como la IA, el IoT y las plataformas en la nube?',
          'Wie bereit ist die Technologielandschaft Ihres Unternehmens für neue Werkzeuge wie KI, IoT und Cloud-Plattformen?',
        ),
      ],
      {
        low: text(
          'Start with the foundations: map your systems and machines, close the most serious security gaps and connect one pilot line so that its data reaches your IT systems.',
          'Empiece por los cimientos: haga un inventario de sistemas y máquinas, cierre las brechas de seguridad más graves y conecte una línea piloto para que sus datos lleguen a los sistemas de TI.',
          'Beginnen Sie mit den Grundlagen: Erfassen Sie Systeme und Maschinen, schließen Sie die größten Sicherheitslücken und vernetzen Sie eine Pilotlinie, damit ihre Daten in Ihre IT-Systeme gelangen.',
        ),
        medium: text(
          'Your base is workable. Bring ERP, MES and machine data together through one integration layer, and settle on one cloud or edge platform before adding new tools.',
          'Su base es aprovechable. Reúna los datos de ERP, MES y máquinas en una única capa de integración y elija una plataforma en la nube o edge antes de añadir nuevas herramientas.',
          'Ihre Basis ist tragfähig. Führen Sie ERP-, MES- und Maschinendaten über eine gemeinsame Integrationsschicht zusammen und legen Sie sich auf eine Cloud- oder Edge-Plattform fest, bevor neue Werkzeuge hinzukommen.',
        ),
        high: text(
          'Your technology is ready to scale. Use it: roll out AI and IoT use cases across sites, and review your architecture and OT security every year.',
          'Su tecnología está lista para escalar. Aprovéchela: extienda los casos de uso de IA e IoT a todas las plantas y revise cada año la arquitectura y la seguridad OT.',
          'Ihre Technologie ist bereit zu skalieren. Nutzen Sie das: Rollen Sie KI- und IoT-Anwendungsfälle über alle Standorte aus und überprüfen Sie Architektur und OT-Sicherheit jährlich.',
        ),
      },
    ),
    domain(
      'Data Readiness',
      text('Data Readiness', 'Preparación de datos', 'Datenbereitschaft'),
      6,
      [
        text(
          "How reliable is your organization's data quality across production, quality and business systems?",
          '¿Hasta qué punto es fiable la calidad de los datos de su organización en los sistemas de producción, calidad y gestión?',
          'Wie verlässlich ist die Datenqualität Ihres Unternehmens über Produktions-, Qualitäts- und Geschäftssysteme hinweg?',
        ),
        text(
          "How accessible is your organization's data to the people who need it for decisions?",
          '¿En qué medida son accesibles los datos de su organización para las personas que los necesitan para decidir?',
          'Wie leicht sind die Daten Ihres Unternehmens für die Menschen zugänglich, die sie für Entscheidungen brauchen?',
        ),
        text(
          "How clearly defined is your organization's data governance (ownership, standards, access rules)?",
          '¿Con qué claridad está definida la gobernanza de datos de su organización (responsables, estándares, reglas de acceso)?',
          'Wie klar ist die Data Governance Ihres Unternehmens geregelt (Verantwortlichkeiten, Standards, Zugriffsregeln)?',
        ),
        text(
          "How advanced is your organization's use of analytics to guide operational decisions?",
          '¿Qué grado de madurez tiene el uso de la analítica en su organización para orientar las decisiones operativas?',
          'Wie fortgeschritten ist der Einsatz von Datenanalysen in Ihrem Unternehmen, um operative Entscheidungen zu steuern?',
        ),
        text(
          "How complete is your organization's real-time capture of machine and process data?",
          '¿Hasta qué punto es completa la captura en tiempo real de datos de máquinas y procesos en su organización?',
          'Wie vollständig erfasst Ihr Unternehmen Maschinen- und Prozessdaten in Echtzeit?',
        ),
      ],
      {
        low: text(
          'Name an owner for your most important data sets, fix the data behind one key KPI, and start capturing machine data automatically instead of on paper.',
          'Asigne un responsable a sus conjuntos de datos más importantes, corrija los datos que alimentan un KPI clave y empiece a capturar los datos de máquina de forma automática en lugar de en papel.',
          'Benennen Sie Verantwortliche für Ihre wichtigsten Datenbestände, bereinigen Sie die Daten hinter einer zentralen Kennzahl und erfassen Sie Maschinendaten automatisch statt auf Papier.',
        ),
        medium: text(
          'Build a governed data platform with shared definitions, open self-service dashboards to the teams, and move from reports on the past to alerts in real time.',
          'Construya una plataforma de datos gobernada con definiciones comunes, abra cuadros de mando de autoservicio a los equipos y pase de informes sobre el pasado a alertas en tiempo real.',
          'Bauen Sie eine geregelte Datenplattform mit gemeinsamen Definitionen auf, öffnen Sie Self-Service-Dashboards für die Teams und gehen Sie von Rückblick-Berichten zu Echtzeit-Warnungen über.',
        ),
        high: text(
          'Your data is an asset. Put it to work in predictive models and digital twins, and consider sharing data with customers and suppliers to create new services.',
          'Sus datos son un activo. Póngalos a trabajar en modelos predictivos y gemelos digitales, y valore compartirlos con clientes y proveedores para crear nuevos servicios.',
          'Ihre Daten sind ein Wert. Setzen Sie sie in Prognosemodellen und digitalen Zwillingen ein und prüfen Sie, Daten mit Kunden und Lieferanten zu teilen, um neue Services zu schaffen.',
        ),
      },
    ),
    domain(
      'Organizational Readiness',
      text('Organizational Readiness', 'Preparación organizativa', 'Organisatorische Bereitschaft'),
      11,
      [
        text(
          "How committed is your organization's leadership to a clear digital transformation strategy?",
          '¿En qué medida está comprometida la dirección de su organización con una estrategia clara de transformación digital?',
          'Wie stark steht die Führung Ihres Unternehmens hinter einer klaren Strategie für die digitale Transformation?',
        ),
        text(
          "How strong are your organization's digital skills across management and the workforce?",
          '¿Qué nivel tienen las competencias digitales de su organización, tanto en la dirección como en la plantilla?',
          'Wie ausgeprägt sind die digitalen Kompetenzen in Ihrem Unternehmen, im Management wie in der Belegschaft?',
        ),
        text(
          "How open is your organization's culture to change, experimentation and learning from failure?",
          '¿Hasta qué punto está abierta la cultura de su organización al cambio, la experimentación y el aprendizaje a partir de los errores?',
          'Wie offen ist die Kultur Ihres Unternehmens für Veränderung, Experimente und das Lernen aus Fehlern?',
        ),
        text(
          "How well funded is your organization's digital transformation roadmap?",
          '¿Hasta qué punto cuenta con financiación suficiente la hoja de ruta de transformación digital de su organización?',
          'Wie gut ist die Roadmap Ihres Unternehmens für die digitale Transformation finanziell ausgestattet?',
        ),
        text(
          "How effective is your organization's cross-functional collaboration on digital initiatives?",
          '¿Con qué eficacia colaboran los distintos departamentos de su organización en las iniciativas digitales?',
          'Wie wirksam arbeiten die Bereiche Ihres Unternehmens bei digitalen Initiativen zusammen?',
        ),
      ],
      {
        low: text(
          'Agree a short digital vision at board level, appoint a sponsor with a budget, and run one visible quick-win project to build confidence.',
          'Acuerde una visión digital breve en el consejo, nombre un responsable con presupuesto y lance un proyecto visible de resultados rápidos para generar confianza.',
          'Einigen Sie sich auf Vorstandsebene auf eine kurze digitale Vision, benennen Sie einen Sponsor mit Budget und setzen Sie ein sichtbares Projekt mit schnellem Erfolg um, das Vertrauen schafft.',
        ),
        medium: text(
          'Turn the strategy into a funded roadmap with named owners, train key users as digital champions, and review progress every quarter with all departments.',
          'Convierta la estrategia en una hoja de ruta financiada y con responsables, forme a usuarios clave como embajadores digitales y revise los avances cada trimestre con todos los departamentos.',
          'Machen Sie aus der Strategie eine finanzierte Roadmap mit klaren Verantwortlichen, schulen Sie Schlüsselanwender zu digitalen Botschaftern und prüfen Sie den Fortschritt quartalsweise mit allen Bereichen.',
        ),
        high: text(
          'Your organization is ready for change. Keep the momentum with a continuous learning programme, and give teams room to experiment with new business models.',
          'Su organización está preparada para el cambio. Mantenga el impulso con un programa de aprendizaje continuo y dé a los equipos margen para experimentar con nuevos modelos de negocio.',
          'Ihr Unternehmen ist bereit für Veränderung. Halten Sie das Tempo mit einem kontinuierlichen Lernprogramm und geben Sie Teams Raum, mit neuen Geschäftsmodellen zu experimentieren.',
        ),
      },
    ),
    domain(
      'Process Maturity',
      text('Process Maturity', 'Madurez de procesos', 'Prozessreife'),
      16,
      [
        text(
          "How well documented and standardized are your organization's core processes?",
          '¿En qué medida están documentados y estandarizados los procesos clave de su organización?',
          'Wie gut sind die Kernprozesse Ihres Unternehmens dokumentiert und standardisiert?',
        ),
        text(
          "How automated are your organization's repetitive manual tasks?",
          '¿Hasta qué punto están automatizadas las tareas manuales repetitivas de su organización?',
          'Wie weit sind wiederkehrende manuelle Tätigkeiten in Ihrem Unternehmen automatisiert?',
        ),
        text(
          "How systematic is your organization's measurement of process performance with KPIs?",
          '¿Con qué rigor mide su organización el rendimiento de sus procesos mediante KPI?',
          'Wie systematisch misst Ihr Unternehmen die Leistung seiner Prozesse mit Kennzahlen (KPIs)?',
        ),
        text(
          "How consistent is your organization's practice of continuous improvement (Lean, Six Sigma, Kaizen)?",
          '¿Con qué constancia aplica su organización la mejora continua (Lean, Six Sigma, Kaizen)?',
          'Wie konsequent lebt Ihr Unternehmen kontinuierliche Verbesserung (Lean, Six Sigma, Kaizen)?',
        ),
        text(
          "How digital are your organization's end-to-end workflows, from order to delivery?",
          '¿Hasta qué punto son digitales los flujos de trabajo de extremo a extremo de su organización, del pedido a la entrega?',
          'Wie durchgängig digital sind die Abläufe Ihres Unternehmens vom Auftrag bis zur Auslieferung?',
        ),
      ],
      {
        low: text(
          'Document and standardize your five most important processes, define one KPI for each, and replace paper and spreadsheets where errors cost the most.',
          'Documente y estandarice sus cinco procesos más importantes, defina un KPI para cada uno y sustituya el papel y las hojas de cálculo allí donde los errores cuestan más.',
          'Dokumentieren und standardisieren Sie Ihre fünf wichtigsten Prozesse, definieren Sie für jeden eine Kennzahl und ersetzen Sie Papier und Tabellen dort, wo Fehler am meisten kosten.',
        ),
        medium: text(
          'Automate the repetitive steps you have already standardized, connect processes end to end across departments, and make continuous improvement a weekly routine.',
          'Automatice los pasos repetitivos que ya ha estandarizado, conecte los procesos de extremo a extremo entre departamentos y haga de la mejora continua una rutina semanal.',
          'Automatisieren Sie die bereits standardisierten Routineschritte, verbinden Sie Prozesse bereichsübergreifend von Ende zu Ende und machen Sie kontinuierliche Verbesserung zur wöchentlichen Routine.',
        ),
        high: text(
          'Your processes are mature. Use process mining and AI to find the next gains, and offer your process excellence to customers as part of your service.',
          'Sus procesos son maduros. Utilice la minería de procesos y la IA para encontrar las próximas mejoras, y ofrezca su excelencia operativa a los clientes como parte de su servicio.',
          'Ihre Prozesse sind ausgereift. Finden Sie mit Process Mining und KI die nächsten Potenziale und bieten Sie Ihre Prozessexzellenz Kunden als Teil Ihres Services an.',
        ),
      },
    ),
  ],
};

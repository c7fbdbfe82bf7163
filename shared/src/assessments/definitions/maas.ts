import type { AssessmentDefinition } from '../types.js';
import { domain, text } from './build.js';

export const maasAssessment: AssessmentDefinition = {
  type: 'maas',
  path: '/maas-assessment',
  title: text(
    'MaaS Readiness Assessment',
    'Evaluación de preparación para MaaS',
    'Bewertung der MaaS-Bereitschaft',
  ),
  description: text(
    'Find out how ready your company is to sell machines as a service: connectivity, service delivery, organization and customer insight.',
    'Descubra hasta qué punto su empresa está preparada para vender máquinas como servicio: conectividad, prestación del servicio, organización y conocimiento del cliente.',
    'Finden Sie heraus, wie bereit Ihr Unternehmen ist, Maschinen als Service anzubieten: Konnektivität, Serviceerbringung, Organisation und Kundenverständnis.',
  ),
  domains: [
    domain(
      'Technology Infrastructure',
      text('Technology Infrastructure', 'Infraestructura tecnológica', 'Technische Infrastruktur'),
      1,
      [
        text(
          "How connected are your organization's machines in the field (IoT gateways, telematics, remote access)?",
          '¿Hasta qué punto están conectadas las máquinas instaladas de su organización (pasarelas IoT, telemática, acceso remoto)?',
          'Wie gut sind die Maschinen Ihres Unternehmens im Feld vernetzt (IoT-Gateways, Telematik, Fernzugriff)?',
        ),
        text(
          "How capable is your organization's platform for collecting and storing machine usage data at scale?",
          '¿Qué capacidad tiene la plataforma de su organización para recopilar y almacenar a gran escala los datos de uso de las máquinas?',
          'Wie leistungsfähig ist die Plattform Ihres Unternehmens, um Nutzungsdaten von Maschinen in großem Umfang zu erfassen und zu speichern?',
        ),
        text(
          "How reliable is your organization's remote monitoring and diagnostics of installed machines?",
          '¿Hasta qué punto son fiables la monitorización y el diagnóstico remotos de las máquinas instaladas por su organización?',
          'Wie zuverlässig sind Fernüberwachung und Ferndiagnose der installierten Maschinen Ihres Unternehmens?',
        ),
        text(
          "How secure is your organization's connection between customer sites and its cloud or data centre?",
          '¿Qué grado de seguridad tiene la conexión de su organización entre las instalaciones de los clientes y su nube o centro de datos?',
          'Wie sicher ist die Verbindung Ihres Unternehmens zwischen Kundenstandorten und Ihrer Cloud oder Ihrem Rechenzentrum?',
        ),
        text(
          "How ready are your organization's billing systems to charge by usage, output or uptime?",
          '¿Hasta qué punto están preparados los sistemas de facturación de su organización para cobrar por uso, producción o disponibilidad?',
          'Wie gut sind die Abrechnungssysteme Ihres Unternehmens darauf vorbereitet, nach Nutzung, Ausbringung oder Verfügbarkeit abzurechnen?',
        ),
      ],
      {
        low: text(
          'Connect a first fleet of machines through a secure IoT gateway, decide which usage data you need to bill and to guarantee, and test remote access with one friendly customer.',
          'Conecte una primera flota de máquinas mediante una pasarela IoT segura, decida qué datos de uso necesita para facturar y para garantizar, y pruebe el acceso remoto con un cliente de confianza.',
          'Vernetzen Sie eine erste Maschinenflotte über ein sicheres IoT-Gateway, legen Sie fest, welche Nutzungsdaten Sie für Abrechnung und Garantien brauchen, und testen Sie den Fernzugriff mit einem vertrauten Kunden.',
        ),
        medium: text(
          'Make connectivity standard on every new machine, move usage data to a scalable platform, and link it to billing so that usage-based invoices need no manual work.',
          'Haga que la conectividad sea estándar en cada máquina nueva, lleve los datos de uso a una plataforma escalable y vincúlela a la facturación para que las facturas por uso no requieran trabajo manual.',
          'Machen Sie Konnektivität zum Standard jeder neuen Maschine, führen Sie Nutzungsdaten auf eine skalierbare Plattform und verbinden Sie sie mit der Abrechnung, damit nutzungsbasierte Rechnungen ohne Handarbeit entstehen.',
        ),
        high: text(
          'Your infrastructure can carry a MaaS business. Retrofit the installed base, give customers access to their data through APIs, and keep your security certified (for example to IEC 62443).',
          'Su infraestructura puede sostener un negocio MaaS. Actualice el parque instalado, dé a los clientes acceso a sus datos mediante API y mantenga la seguridad certificada (por ejemplo, según IEC 62443).',
          'Ihre Infrastruktur trägt ein MaaS-Geschäft. Rüsten Sie die installierte Basis nach, geben Sie Kunden über APIs Zugang zu ihren Daten und halten Sie die Sicherheit zertifiziert (zum Beispiel nach IEC 62443).',
        ),
      },
    ),
    domain(
      'Service Delivery Model',
      text('Service Delivery Model', 'Modelo de prestación del servicio', 'Servicemodell'),
      6,
      [
        text(
          "How clearly defined are your organization's service-level agreements for uptime and performance?",
          '¿Con qué claridad están definidos los acuerdos de nivel de servicio de su organización para la disponibilidad y el rendimiento?',
          'Wie klar sind die Service-Level-Vereinbarungen Ihres Unternehmens für Verfügbarkeit und Leistung definiert?',
        ),
        text(
          "How mature is your organization's predictive maintenance for machines at customer sites?",
          '¿Qué grado de madurez tiene el mantenimiento predictivo de su organización para las máquinas en las instalaciones de los clientes?',
          'Wie ausgereift ist die vorausschauende Wartung Ihres Unternehmens für Maschinen beim Kunden?',
        ),
        text(
          "How responsive is your organization's field service in meeting guaranteed response times?",
          '¿Con qué fiabilidad cumple el servicio técnico de campo de su organización los tiempos de respuesta garantizados?',
          'Wie zuverlässig hält der Außendienst Ihres Unternehmens zugesagte Reaktionszeiten ein?',
        ),
        text(
          "How well designed is your organization's pricing model for pay-per-use or subscription offers?",
          '¿En qué medida está bien diseñado el modelo de precios de su organización para ofertas de pago por uso o por suscripción?',
          'Wie durchdacht ist das Preismodell Ihres Unternehmens für Pay-per-Use- oder Abonnementangebote?',
        ),
        text(
          "How well managed is your organization's spare-parts and lifecycle planning for the machines it continues to own?",
          '¿Con qué eficacia gestiona su organización los repuestos y el ciclo de vida de las máquinas que siguen siendo de su propiedad?',
          'Wie gut steuert Ihr Unternehmen Ersatzteile und Lebenszyklus der Maschinen, die in seinem Eigentum bleiben?',
        ),
      ],
      {
        low: text(
          "Define one simple uptime-based offer with clear service levels, price it on a pilot customer's real usage, and make sure field service can keep the promise.",
          'Defina una oferta sencilla basada en la disponibilidad con niveles de servicio claros, fije su precio según el uso real de un cliente piloto y asegúrese de que el servicio técnico puede cumplir la promesa.',
          'Definieren Sie ein einfaches verfügbarkeitsbasiertes Angebot mit klaren Service-Levels, kalkulieren Sie den Preis anhand der realen Nutzung eines Pilotkunden und stellen Sie sicher, dass der Außendienst das Versprechen halten kann.',
        ),
        medium: text(
          "Use condition data for predictive maintenance, tie spare-parts planning to the fleet's actual wear, and refine your pricing tiers from the usage you observe.",
          'Utilice los datos de estado para el mantenimiento predictivo, vincule la planificación de repuestos al desgaste real de la flota y ajuste los niveles de precio según el uso observado.',
          'Nutzen Sie Zustandsdaten für vorausschauende Wartung, koppeln Sie die Ersatzteilplanung an den tatsächlichen Verschleiß der Flotte und verfeinern Sie Preisstufen anhand der beobachteten Nutzung.',
        ),
        high: text(
          'Your service model is strong. Extend it to outcome-based offers (per part produced, per tonne) and to refurbishing machines for a second life.',
          'Su modelo de servicio es sólido. Amplíelo a ofertas basadas en resultados (por pieza producida, por tonelada) y al reacondicionamiento de máquinas para una segunda vida.',
          'Ihr Servicemodell ist stark. Erweitern Sie es auf ergebnisbasierte Angebote (pro gefertigtem Teil, pro Tonne) und auf die Aufbereitung von Maschinen für ein zweites Leben.',
        ),
      },
    ),
    domain(
      'Organizational Readiness',
      text('Organizational Readiness', 'Preparación organizativa', 'Organisatorische Bereitschaft'),
      11,
      [
        text(
          "How committed is your organization's leadership to moving from selling machines to selling outcomes?",
          '¿En qué medida está comprometida la dirección de su organización con pasar de vender máquinas a vender resultados?',
          'Wie entschlossen ist die Führung Ihres Unternehmens, vom Verkauf von Maschinen zum Verkauf von Ergebnissen überzugehen?',
        ),
        text(
          "How prepared is your organization's sales team to sell recurring service contracts instead of one-off equipment?",
          '¿Hasta qué punto está preparado el equipo comercial de su organización para vender contratos de servicio recurrentes en lugar de equipos puntuales?',
          'Wie gut ist der Vertrieb Ihres Unternehmens darauf vorbereitet, wiederkehrende Serviceverträge statt einmaliger Anlagen zu verkaufen?',
        ),
        text(
          "How ready is your organization's finance function for recurring revenue and machines kept on its balance sheet?",
          '¿Hasta qué punto está preparada el área financiera de su organización para los ingresos recurrentes y las máquinas que permanecen en su balance?',
          'Wie gut ist das Finanzwesen Ihres Unternehmens auf wiederkehrende Umsätze und Maschinen in der eigenen Bilanz vorbereitet?',
        ),
        text(
          "How aligned are your organization's targets and incentives with long-term customer value rather than units sold?",
          '¿En qué medida están alineados los objetivos e incentivos de su organización con el valor a largo plazo para el cliente y no con las unidades vendidas?',
          'Wie stark sind die Ziele und Anreize Ihres Unternehmens auf langfristigen Kundennutzen statt auf Stückzahlen ausgerichtet?',
        ),
        text(
          "How available are your organization's skills in data, software and service operations?",
          '¿En qué medida dispone su organización de competencias en datos, software y operaciones de servicio?',
          'Wie gut verfügt Ihr Unternehmen über Kompetenzen in Daten, Software und Servicebetrieb?',
        ),
      ],
      {
        low: text(
          'Build the business case with finance, agree who owns the MaaS offer, and train a small sales team to sell value per hour instead of a price per machine.',
          'Elabore el caso de negocio con el área financiera, acuerde quién es responsable de la oferta MaaS y forme a un pequeño equipo comercial para vender valor por hora en lugar de un precio por máquina.',
          'Erarbeiten Sie den Business Case mit dem Finanzbereich, klären Sie, wer das MaaS-Angebot verantwortet, und schulen Sie ein kleines Vertriebsteam darin, Nutzen pro Stunde statt Preis pro Maschine zu verkaufen.',
        ),
        medium: text(
          'Shift sales incentives to recurring revenue, arrange financing for the machines you keep, and hire or train the data and software skills you lack.',
          'Oriente los incentivos comerciales hacia los ingresos recurrentes, organice la financiación de las máquinas que conserva y contrate o forme las competencias de datos y software que le faltan.',
          'Richten Sie Vertriebsanreize auf wiederkehrende Umsätze aus, organisieren Sie die Finanzierung der Maschinen im eigenen Bestand und bauen Sie fehlende Daten- und Softwarekompetenzen auf.',
        ),
        high: text(
          'Your organization is ready. Make MaaS a business unit with its own P&L, and carry what works over to other product lines.',
          'Su organización está preparada. Convierta MaaS en una unidad de negocio con su propia cuenta de resultados y traslade lo que funciona a otras líneas de producto.',
          'Ihr Unternehmen ist bereit. Machen Sie MaaS zu einem eigenen Geschäftsbereich mit eigener Ergebnisrechnung und übertragen Sie, was funktioniert, auf weitere Produktlinien.',
        ),
      },
    ),
    domain(
      'Customer Experience & Analytics',
      text(
        'Customer Experience & Analytics',
        'Experiencia del cliente y analítica',
        'Kundenerlebnis & Analytik',
      ),
      16,
      [
        text(
          "How informative is your organization's customer portal about machine performance and usage in real time?",
          '¿Hasta qué punto informa el portal de clientes de su organización sobre el rendimiento y el uso de las máquinas en tiempo real?',
          'Wie aussagekräftig zeigt das Kundenportal Ihres Unternehmens Leistung und Nutzung der Maschinen in Echtzeit?',
        ),
        text(
          "How advanced is your organization's use of machine data to give customers actionable recommendations?",
          '¿Qué grado de madurez tiene el uso que hace su organización de los datos de las máquinas para dar a los clientes recomendaciones útiles?',
          'Wie weit nutzt Ihr Unternehmen Maschinendaten, um Kunden konkrete Handlungsempfehlungen zu geben?',
        ),
        text(
          "How systematic is your organization's tracking of customer satisfaction and renewal risk?",
          '¿Con qué rigor sigue su organización la satisfacción de los clientes y el riesgo de no renovación?',
          'Wie systematisch verfolgt Ihr Unternehmen Kundenzufriedenheit und das Risiko von Vertragskündigungen?',
        ),
        text(
          "How well quantified is your organization's understanding of the value customers gain from each hour of machine use?",
          '¿Hasta qué punto tiene cuantificado su organización el valor que obtienen los clientes de cada hora de uso de la máquina?',
          'Wie genau kennt Ihr Unternehmen den Nutzen, den Kunden aus jeder Maschinenstunde ziehen?',
        ),
        text(
          "How effective is your organization's process for turning usage data and customer feedback into service improvements?",
          '¿Con qué eficacia convierte su organización los datos de uso y las opiniones de los clientes en mejoras del servicio?',
          'Wie wirksam setzt Ihr Unternehmen Nutzungsdaten und Kundenfeedback in Serviceverbesserungen um?',
        ),
      ],
      {
        low: text(
          'Give pilot customers a simple monthly report of usage and uptime, and ask them which figures would help them run their plant better.',
          'Entregue a los clientes piloto un informe mensual sencillo de uso y disponibilidad, y pregúnteles qué cifras les ayudarían a gestionar mejor su planta.',
          'Geben Sie Pilotkunden einen einfachen Monatsbericht zu Nutzung und Verfügbarkeit und fragen Sie, welche Kennzahlen ihnen helfen würden, ihr Werk besser zu führen.',
        ),
        medium: text(
          'Turn reports into a live customer portal, add recommendations (settings, maintenance, operator training), and watch usage trends to spot renewal risk early.',
          'Convierta los informes en un portal de clientes en tiempo real, añada recomendaciones (ajustes, mantenimiento, formación de operarios) y siga las tendencias de uso para detectar pronto el riesgo de no renovación.',
          'Machen Sie aus Berichten ein Live-Kundenportal, ergänzen Sie Empfehlungen (Einstellungen, Wartung, Bedienerschulung) und beobachten Sie Nutzungstrends, um Kündigungsrisiken früh zu erkennen.',
        ),
        high: text(
          'Your customer insight sets you apart. Benchmark each customer against the fleet, sell analytics as a premium service, and feed what you learn back into product design.',
          'Su conocimiento del cliente le diferencia. Compare a cada cliente con la flota, venda la analítica como servicio premium y lleve lo aprendido al diseño de producto.',
          'Ihr Kundenverständnis ist ein Alleinstellungsmerkmal. Vergleichen Sie jeden Kunden mit der Flotte, verkaufen Sie Analysen als Premium-Service und lassen Sie die Erkenntnisse in die Produktentwicklung einfließen.',
        ),
      },
    ),
  ],
};

import type { AssessmentDefinition } from '../types.js';
import { domain, text } from './build.js';

export const raasAssessment: AssessmentDefinition = {
  type: 'raas',
  path: '/raas-assessment',
  title: text(
    'RaaS Readiness Assessment',
    'Evaluación de preparación para RaaS',
    'Bewertung der RaaS-Bereitschaft',
  ),
  description: text(
    'See how ready your sites, operations, people and strategy are for robots offered as a service.',
    'Descubra hasta qué punto sus instalaciones, operaciones, personas y estrategia están preparadas para robots ofrecidos como servicio.',
    'Erfahren Sie, wie bereit Standorte, Betrieb, Mitarbeitende und Strategie Ihres Unternehmens für Roboter als Service sind.',
  ),
  domains: [
    domain(
      'Technical Infrastructure',
      text('Technical Infrastructure', 'Infraestructura técnica', 'Technische Infrastruktur'),
      1,
      [
        text(
          "How ready is your organization's facility layout for robots (space, floors, power, safety zones)?",
          '¿Hasta qué punto está preparada la distribución de las instalaciones de su organización para robots (espacio, suelos, energía, zonas de seguridad)?',
          'Wie gut ist das Layout der Standorte Ihres Unternehmens für Roboter vorbereitet (Platz, Böden, Stromversorgung, Sicherheitsbereiche)?',
        ),
        text(
          "How reliable is your organization's network coverage (Wi-Fi, 5G, industrial Ethernet) where robots would operate?",
          '¿Qué fiabilidad tiene la cobertura de red de su organización (wifi, 5G, Ethernet industrial) en las zonas donde trabajarían los robots?',
          'Wie zuverlässig ist die Netzabdeckung Ihres Unternehmens (WLAN, 5G, Industrial Ethernet) dort, wo Roboter arbeiten würden?',
        ),
        text(
          "How open are your organization's existing systems (WMS, MES, ERP) to integration with robot fleet software?",
          '¿Hasta qué punto están abiertos los sistemas actuales de su organización (WMS, MES, ERP) a la integración con el software de gestión de flotas de robots?',
          'Wie offen sind die bestehenden Systeme Ihres Unternehmens (WMS, MES, ERP) für die Anbindung an Software zur Steuerung von Roboterflotten?',
        ),
        text(
          "How mature is your organization's approach to robot safety standards and risk assessments?",
          '¿Qué grado de madurez tiene el enfoque de su organización respecto a las normas de seguridad de robots y las evaluaciones de riesgos?',
          'Wie ausgereift ist der Umgang Ihres Unternehmens mit Sicherheitsnormen für Roboter und Gefährdungsbeurteilungen?',
        ),
        text(
          "How prepared is your organization's IT team to support cloud-connected robots and their software updates?",
          '¿Hasta qué punto está preparado el equipo de TI de su organización para dar soporte a robots conectados a la nube y a sus actualizaciones de software?',
          'Wie gut ist die IT Ihres Unternehmens darauf vorbereitet, cloudvernetzte Roboter und deren Software-Updates zu betreuen?',
        ),
      ],
      {
        low: text(
          'Survey one site for space, floors, network and power, and carry out a safety risk assessment with a RaaS provider before any robot arrives.',
          'Analice una planta en cuanto a espacio, suelos, red y energía, y realice una evaluación de riesgos de seguridad con un proveedor de RaaS antes de que llegue ningún robot.',
          'Prüfen Sie einen Standort auf Platz, Böden, Netzwerk und Stromversorgung und führen Sie mit einem RaaS-Anbieter eine Gefährdungsbeurteilung durch, bevor der erste Roboter kommt.',
        ),
        medium: text(
          'Close the network gaps in robot areas, connect the fleet software to your WMS or MES, and agree with IT who runs updates and security.',
          'Cierre las carencias de red en las zonas de robots, conecte el software de la flota a su WMS o MES y acuerde con TI quién se encarga de las actualizaciones y la seguridad.',
          'Schließen Sie Netzlücken in den Roboterbereichen, binden Sie die Flottensoftware an WMS oder MES an und klären Sie mit der IT, wer Updates und Sicherheit verantwortet.',
        ),
        high: text(
          'Your sites are ready for robots. Turn the set-up into a template so that new robots and new sites go live in weeks, not months.',
          'Sus plantas están preparadas para los robots. Convierta la configuración en una plantilla para que los nuevos robots y las nuevas plantas arranquen en semanas, no en meses.',
          'Ihre Standorte sind bereit für Roboter. Machen Sie die Einrichtung zur Vorlage, damit neue Roboter und Standorte in Wochen statt Monaten live gehen.',
        ),
      },
    ),
    domain(
      'Operational Readiness',
      text('Operational Readiness', 'Preparación operativa', 'Betriebliche Bereitschaft'),
      6,
      [
        text(
          "How standardized are your organization's processes that are candidates for robotic automation?",
          '¿En qué medida están estandarizados los procesos de su organización que son candidatos a la automatización robótica?',
          'Wie standardisiert sind die Prozesse Ihres Unternehmens, die für eine Automatisierung mit Robotern infrage kommen?',
        ),
        text(
          "How well understood are your organization's cycle times, volumes and variability for those processes?",
          '¿Hasta qué punto conoce su organización los tiempos de ciclo, los volúmenes y la variabilidad de esos procesos?',
          'Wie gut kennt Ihr Unternehmen Taktzeiten, Mengen und Schwankungen dieser Prozesse?',
        ),
        text(
          "How prepared are your organization's maintenance routines for robots supplied and serviced as a subscription?",
          '¿Hasta qué punto están preparadas las rutinas de mantenimiento de su organización para robots suministrados y mantenidos mediante suscripción?',
          'Wie gut sind die Instandhaltungsabläufe Ihres Unternehmens auf Roboter vorbereitet, die im Abonnement geliefert und gewartet werden?',
        ),
        text(
          "How flexible are your organization's operations in adapting workflows around robots?",
          '¿Qué flexibilidad tienen las operaciones de su organización para adaptar los flujos de trabajo a los robots?',
          'Wie flexibel kann der Betrieb Ihres Unternehmens Arbeitsabläufe an Roboter anpassen?',
        ),
        text(
          "How clearly defined are your organization's performance targets for robotic tasks (throughput, uptime, error rate)?",
          '¿Con qué claridad están definidos los objetivos de rendimiento de su organización para las tareas robotizadas (productividad, disponibilidad, tasa de errores)?',
          'Wie klar sind die Leistungsziele Ihres Unternehmens für Roboteraufgaben definiert (Durchsatz, Verfügbarkeit, Fehlerquote)?',
        ),
      ],
      {
        low: text(
          'Choose one stable, repetitive process, measure its cycle times and volumes for a few weeks, and set the targets a robot must reach.',
          'Elija un proceso estable y repetitivo, mida durante unas semanas sus tiempos de ciclo y volúmenes y fije los objetivos que debe alcanzar un robot.',
          'Wählen Sie einen stabilen, wiederkehrenden Prozess, messen Sie einige Wochen lang Taktzeiten und Mengen und legen Sie die Ziele fest, die ein Roboter erreichen muss.',
        ),
        medium: text(
          'Redesign the workflow around the robot, agree maintenance and response times with the provider, and track throughput and uptime every week.',
          'Rediseñe el flujo de trabajo en torno al robot, acuerde con el proveedor los tiempos de mantenimiento y de respuesta, y siga cada semana la productividad y la disponibilidad.',
          'Gestalten Sie den Arbeitsablauf um den Roboter herum neu, vereinbaren Sie mit dem Anbieter Wartungs- und Reaktionszeiten und verfolgen Sie Durchsatz und Verfügbarkeit wöchentlich.',
        ),
        high: text(
          'Your operations are ready. Bring robots to the next processes in line, and use the fleet data to rebalance work between people and machines.',
          'Sus operaciones están preparadas. Incorpore robots a los siguientes procesos de la lista y utilice los datos de la flota para repartir mejor el trabajo entre personas y máquinas.',
          'Ihr Betrieb ist bereit. Bringen Sie Roboter in die nächsten Prozesse und nutzen Sie die Flottendaten, um Arbeit neu zwischen Menschen und Maschinen zu verteilen.',
        ),
      },
    ),
    domain(
      'Workforce Readiness',
      text('Workforce Readiness', 'Preparación de la plantilla', 'Bereitschaft der Belegschaft'),
      11,
      [
        text(
          "How open is your organization's workforce to working alongside robots?",
          '¿Hasta qué punto está abierta la plantilla de su organización a trabajar junto a robots?',
          'Wie offen ist die Belegschaft Ihres Unternehmens für die Zusammenarbeit mit Robotern?',
        ),
        text(
          "How developed is your organization's training programme for operating and supervising robots?",
          '¿Qué grado de desarrollo tiene el programa de formación de su organización para manejar y supervisar robots?',
          'Wie weit entwickelt ist das Schulungsprogramm Ihres Unternehmens für Bedienung und Überwachung von Robotern?',
        ),
        text(
          "How clear is your organization's plan for redeploying staff whose tasks are automated?",
          '¿Con qué claridad ha definido su organización cómo recolocar al personal cuyas tareas se automaticen?',
          'Wie klar plant Ihr Unternehmen den neuen Einsatz von Mitarbeitenden, deren Aufgaben automatisiert werden?',
        ),
        text(
          "How involved are your organization's employees and their representatives in automation decisions?",
          '¿En qué medida participan los empleados de su organización y sus representantes en las decisiones de automatización?',
          'Wie stark sind Mitarbeitende und Betriebsrat Ihres Unternehmens in Automatisierungsentscheidungen eingebunden?',
        ),
        text(
          "How available are your organization's technical skills for robot programming, troubleshooting and data analysis?",
          '¿En qué medida dispone su organización de competencias técnicas para programar robots, resolver incidencias y analizar datos?',
          'Wie gut verfügt Ihr Unternehmen über technische Kompetenzen für Roboterprogrammierung, Fehlersuche und Datenanalyse?',
        ),
      ],
      {
        low: text(
          'Talk to employees and their representatives early, explain which tasks robots will take over and which new roles arise, and invite volunteers to the pilot.',
          'Hable pronto con los empleados y sus representantes, explique qué tareas asumirán los robots y qué nuevos puestos surgirán, e invite a voluntarios al piloto.',
          'Sprechen Sie früh mit Mitarbeitenden und Betriebsrat, erklären Sie, welche Aufgaben Roboter übernehmen und welche neuen Rollen entstehen, und laden Sie Freiwillige zum Pilotprojekt ein.',
        ),
        medium: text(
          'Train operators and maintenance staff together with the provider, name robot champions on every shift, and plan how the time freed up will be used.',
          'Forme a operarios y personal de mantenimiento junto al proveedor, nombre referentes de robótica en cada turno y planifique cómo se usará el tiempo liberado.',
          'Schulen Sie Bediener und Instandhaltung gemeinsam mit dem Anbieter, benennen Sie Roboter-Ansprechpartner in jeder Schicht und planen Sie, wie frei werdende Zeit genutzt wird.',
        ),
        high: text(
          'Your people are on board. Grow in-house skills in programming and data so that teams improve robot tasks themselves.',
          'Su plantilla está implicada. Desarrolle competencias internas de programación y datos para que los equipos mejoren por sí mismos las tareas de los robots.',
          'Ihre Belegschaft zieht mit. Bauen Sie interne Kompetenzen in Programmierung und Daten auf, damit Teams Roboteraufgaben selbst verbessern.',
        ),
      },
    ),
    domain(
      'Business Strategy',
      text('Business Strategy', 'Estrategia de negocio', 'Geschäftsstrategie'),
      16,
      [
        text(
          "How clearly defined is your organization's business case for robotics (costs, savings, payback)?",
          '¿Con qué claridad está definido el caso de negocio de su organización para la robótica (costes, ahorros, plazo de amortización)?',
          'Wie klar ist der Business Case Ihres Unternehmens für Robotik definiert (Kosten, Einsparungen, Amortisation)?',
        ),
        text(
          "How suited is your organization's financial planning to subscription-based (OPEX) rather than capital (CAPEX) automation?",
          '¿Hasta qué punto se adapta la planificación financiera de su organización a una automatización por suscripción (OPEX) en lugar de por inversión (CAPEX)?',
          'Wie gut passt die Finanzplanung Ihres Unternehmens zu Automatisierung im Abonnement (OPEX) statt als Investition (CAPEX)?',
        ),
        text(
          "How prepared is your organization's procurement to evaluate RaaS providers and manage their service levels?",
          '¿Hasta qué punto está preparado el departamento de compras de su organización para evaluar proveedores de RaaS y gestionar sus niveles de servicio?',
          'Wie gut ist der Einkauf Ihres Unternehmens darauf vorbereitet, RaaS-Anbieter zu bewerten und deren Service-Levels zu steuern?',
        ),
        text(
          "How scalable is your organization's automation roadmap from one pilot to several sites?",
          '¿Qué grado de escalabilidad tiene la hoja de ruta de automatización de su organización, de un piloto a varias plantas?',
          'Wie skalierbar ist die Automatisierungs-Roadmap Ihres Unternehmens vom Pilotprojekt auf mehrere Standorte?',
        ),
        text(
          "How strong is your organization's leadership sponsorship of robotics as part of its long-term strategy?",
          '¿Con qué firmeza respalda la dirección de su organización la robótica como parte de su estrategia a largo plazo?',
          'Wie stark unterstützt die Führung Ihres Unternehmens Robotik als Teil der langfristigen Strategie?',
        ),
      ],
      {
        low: text(
          'Build a simple business case comparing a RaaS subscription with buying robots, and win a sponsor on the management team to own it.',
          'Elabore un caso de negocio sencillo que compare una suscripción RaaS con la compra de robots, y consiga un patrocinador en el equipo directivo que lo asuma.',
          'Erstellen Sie einen einfachen Business Case, der ein RaaS-Abonnement mit dem Kauf von Robotern vergleicht, und gewinnen Sie einen Sponsor in der Geschäftsleitung dafür.',
        ),
        medium: text(
          'Set clear criteria for choosing RaaS providers, budget the subscription as an operating cost, and plan how a successful pilot scales to other sites.',
          'Defina criterios claros para elegir proveedores de RaaS, presupueste la suscripción como gasto operativo y planifique cómo escalar un piloto exitoso a otras plantas.',
          'Legen Sie klare Kriterien für die Auswahl von RaaS-Anbietern fest, planen Sie das Abonnement als Betriebskosten ein und legen Sie fest, wie ein erfolgreiches Pilotprojekt auf weitere Standorte übertragen wird.',
        ),
        high: text(
          'Robotics is part of your strategy. Negotiate service levels and prices for the whole fleet, and review the roadmap every year against what new robots can do.',
          'La robótica forma parte de su estrategia. Negocie niveles de servicio y precios para toda la flota, y revise cada año la hoja de ruta frente a lo que pueden hacer los nuevos robots.',
          'Robotik ist Teil Ihrer Strategie. Verhandeln Sie Service-Levels und Preise für die gesamte Flotte und überprüfen Sie die Roadmap jährlich daran, was neue Roboter können.',
        ),
      },
    ),
  ],
};

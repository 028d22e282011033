# The product's tools by their registry id (packages/shared productTools.ts) and the marks
# that say a tool's state in this build. The e2e walk reads the names of tools not built yet.

tool-state-not-yet-available = Aún no disponible
tool-state-needs-extension = En la extensión del navegador

product-tool-read-aloud = Lectura en voz alta
product-tool-select-area = Seleccionar área para leer
product-tool-translation = Traducción
product-tool-dictionary = Diccionario
product-tool-highlighters = Resaltadores
product-tool-screen-mask = Máscara de pantalla
product-tool-focus-view = Vista de enfoque
product-tool-listen-back = Volver a escuchar
product-tool-text-prediction = Predicción de texto
product-tool-voice-typing = Dictado por voz
product-tool-record = Grabación de voz
product-tool-from-text = Texto a audio
product-tool-upload = Subida de audio
product-tool-my-content = Mi contenido
product-tool-share-pages = Páginas para compartir
product-tool-qr-codes = Códigos QR
product-tool-transcripts = Transcripciones
product-tool-totes = Totes
product-tool-embed = Inserciones
product-tool-classes = Clases
product-tool-teacher-controls = Controles para docentes
product-tool-loops = Loops
product-tool-motebook = Motebook
product-tool-vocabulary-list = Lista de vocabulario
product-tool-flash-cards = Tarjetas de estudio
product-tool-matching-quiz = Ejercicio de emparejar
product-tool-multiple-choice-quiz = Test de opción múltiple
product-tool-mind-map = Mapa mental
product-tool-school-admin = Gestionar usuarios
product-tool-feature-access = Acceso a funciones
product-tool-usage-insights = Datos de uso
product-tool-school-sign-in = Inicio de sesión escolar
product-tool-minor-protections = Protección de estudiantes menores de 18 años
product-tool-free-plan = Cuenta gratuita
product-tool-trial = Prueba gratuita
product-tool-paid-plans = Plan Ilimitado
product-tool-checkout = Pago en línea
product-tool-school-plans = Plan para centros educativos y distritos

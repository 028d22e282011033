# La página /record (issue 6): su marco y sus tres formas de crear un mote. Los textos de las
# herramientas están en packages/creating/locales.

record-page-title = Grabar un mote
record-page-heading = Grabar un mote
record-page-lead = Graba una nota de voz, convierte un texto en audio o sube un archivo de audio, y compártelo con un enlace. Cualquiera que tenga el enlace puede escucharlo, sin necesidad de cuenta.
record-tabs-label = Cómo crear tu mote
record-tab-record = Grabar
record-tab-text = Desde texto
record-tab-upload = Subir
record-tool-off = Tu docente ha desactivado { $tool }.

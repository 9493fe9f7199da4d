@_exported import AnimaCore
@_exported import AnimaExport
@_exported import AnimaFormat
@_exported import AnimaImageFormats
@_exported import AnimaPresets
@_exported import AnimaRender
@_exported import AnimaSkeleton
@_exported import AnimaTransitions

import AnimaCore

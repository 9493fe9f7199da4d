print("anima")

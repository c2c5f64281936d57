#define LOCAL 1 // src/local.h: "local.h" beside k.cu

#define CFG 2 // src/cfg.h: never found by sys/nested.h

#define CFG 1 // inc/cfg.h: the one -I inc finds for sys/nested.h

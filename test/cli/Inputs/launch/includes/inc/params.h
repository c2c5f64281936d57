#define PARAMS 1 // inc/params.h: the one -I inc finds

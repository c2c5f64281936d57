#pragma once
// Beside scatter.cu, but never found by its <params.h>: only "params.h" looks
// beside the including file. The rewritten copy must not find it either (an
// -I of this directory, searched before -isystem, would).
#error "<params.h> found kernels/params.h: the rewritten copy searches its original's directory with -I"

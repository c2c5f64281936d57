// warpagg on its own output changes nothing (the rewritten calls are no
// longer CUDA atomics, and the include is already there).
// RUN: %warpagg %S/Inputs/histogram.cu -o %t.1.cu
// RUN: %warpagg %t.1.cu -o %t.2.cu 2>%t.diag
// RUN: diff %t.1.cu %t.2.cu
// RUN: %FileCheck %s < %t.diag
// CHECK: warpagg: 0 sites rewritten, 0 left alone, 0 of 1 file changed

// With -o both outputs map to the original with the same '#line' line (the
// first; the include took a blank line): the second run adds none of its own.
// RUN: grep -c '^#line' %t.2.cu | %FileCheck %s --check-prefix=ONE
// ONE: {{^1$}}

// Every byte other than the callee names and the one include line is kept:
// undoing exactly those edits gives back the input.
// RUN: %warpagg --line-directives=off %S/Inputs/histogram.cu -o %t.cu
// RUN: sed -e 's/warpagg::reduce_add(/atomicAdd(/' %t.cu > %t.undone.cu
// RUN: %undo-include < %t.undone.cu > %t.back.cu
// RUN: diff %S/Inputs/histogram.cu %t.back.cu
// RUN: grep -c 'warpagg::reduce_add(' %t.cu | %FileCheck %s
// CHECK: 2

// A copy written to another file (-o) carries '#line' directives naming the
// original and its line numbers: one first, one wherever an edit removed a
// line break; none inside a block comment or after a continuation line (the
// next line start takes it). In place (-i), on stdout by default and with
// --line-directives=off: none that names a file. The include, with no blank
// line to take here, is followed by a bare '#line' in every mode, so that no
// line moves. On its own output the tool adds none (no stacking).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %warpagg --cuda-path=%cuda_path %s -o %t/out.cu 2>/dev/null
// RUN: %FileCheck %s --match-full-lines --strict-whitespace < %t/out.cu
// RUN: %warpagg --cuda-path=%cuda_path %t/out.cu -o %t/again.cu 2>/dev/null
// RUN: diff %t/out.cu %t/again.cu
// RUN: %warpagg --cuda-path=%cuda_path %s 2>/dev/null | %FileCheck %s --check-prefix=NONE
// RUN: %warpagg --cuda-path=%cuda_path --line-directives=off %s -o %t/off.cu 2>/dev/null
// RUN: %FileCheck %s --check-prefix=NONE < %t/off.cu
// RUN: cp %s %t/inplace.cu && %warpagg --cuda-path=%cuda_path -i %t/inplace.cu 2>/dev/null
// RUN: %FileCheck %s --check-prefix=NONE < %t/inplace.cu
// RUN: %FileCheck %s --check-prefix=INPLACE < %t/inplace.cu
// RUN: %warpagg --cuda-path=%cuda_path --line-directives=on %s 2>/dev/null | %FileCheck %s --check-prefix=ON
// RUN: %expect_exit 2 %warpagg --line-directives=maybe %s 2>&1 | %FileCheck %s --check-prefix=BAD
// NONE-NOT: {{^}}#line {{.*}}"
// INPLACE: {{^}}#include <warpagg/atomic_ref.cuh>
// INPLACE-NEXT: {{^}}#line 34{{$}}
// ON: {{^}}#line 1 "{{.*}}line-directives.cu"
// BAD: warpagg: for the --line-directives option: Cannot find option named 'maybe'!

// CHECK:#line 1 "{{/.*}}/line-directives.cu"
// CHECK-NEXT:// A copy written to another file (-o) carries '#line' directives naming the
// CHECK:#include <cuda/atomic>
// CHECK-NEXT:#include <warpagg/atomic_ref.cuh>
// CHECK-NEXT:#line [[#@LINE+3]]
// CHECK-NEXT:__global__ void hist(const int *key, unsigned *bins, int *total) {
#include <cuda/atomic>
__global__ void hist(const int *key, unsigned *bins, int *total) {
  atomicAdd(&bins[key[threadIdx.x]], 1u);
  cuda::atomic_ref<int, cuda::thread_scope_device> r(total[key[threadIdx.x]]);
  r.fetch_add(2, /* the order goes: a line break less */
              cuda::std::memory_order_relaxed); /* a comment
  over two lines */ const char *s = "a continued \
string";
  int after = __LINE__;
}
// CHECK:  warpagg::reduce_add(&bins[key[threadIdx.x]], 1u);
// CHECK:  warpagg::reduce_add(r, 2); /* a comment
// CHECK-NEXT:  over two lines */ const char *s = "a continued \
// CHECK-NEXT:string";
// CHECK-NEXT:#line [[#@LINE-6]] "{{/.*}}/line-directives.cu"
// CHECK-NEXT:  int after = __LINE__;

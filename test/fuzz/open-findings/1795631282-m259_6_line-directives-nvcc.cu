// nvcc compiling a rewritten copy from elsewhere names the original file and
// line: in a diagnostic (#warning, from the device and the host pass), in
// __FILE__ and __LINE__ (a static_assert on the original's number).
// REQUIRES: nvcc
// RUN: rm -rf %t && mkdir -p %t
// RUN: %warpagg --cuda-path=%cuda_path %s; -o %t/copy.cu 2>/dev/null
// RUN: grep -q 'warpagg::reduce_add' %t/copy.cu
// RUN: %nvcc -arch=sm_90 -I %runtime_include -c %t/copy.cu -o %t/copy.o 2> %t/nvcc.log
// RUN: %FileCheck %s < %t/nvcc.log
// RUN: %nvcc -arch=sm_90 -I %runtime_include -E %t/copy.cu 2>/dev/null | %FileCheck %s --check-prefix=FILE
// CHECK-NOT: copy.cu
// CHECK: {{.*}}/line-directives-nvcc.cu:[[#@LINE+3]]:2: warning: #warning mapped to the original
// CHECK-NOT: copy.cu
// FILE: const char *where = "{{/.*}}/line-directives-nvcc.cu";
#warning mapped to the original

__global__ void count(const int *key, unsigned *bins) {
  atomicAdd(&bins[key[threadIdx.x]], 1u);
  const char *where = __FILE__;
  static_assert(__LINE__ == 20, "__LINE__ is the original's");
}

// Issue 44 (item 2): key ranges at the ends of 64 bits. A profile's keys
// -2^63..2^63-1 overflowed the span check (a 0-entry copy, which nvcc
// rejects); keys far from the table's start (2^62.., up to 2^63-1, whose
// end + 1 overflowed) and a 'warpagg: keys=N' comment past 2^63 (read as -1
// entries) are refused with a note instead: no range is formed beyond 2^40
// entries either side of the table's start. The profile is
// Inputs/privatize-extreme-keys.profile.json.in, keyed by this file's path.
// RUN: sed -e 's#@FILE@#%s#g' %S/Inputs/privatize-extreme-keys.profile.json.in > %t.profile.json
// RUN: %warpagg --profile=%t.profile.json %s 2>/dev/null | %strip-comments | %FileCheck %s --implicit-check-not=wa_priv
// RUN: %warpagg --profile=%t.profile.json %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG
// RUN: %warpagg --profile=%t.profile.json %s -o %t.cu 2>/dev/null
// RUN: %clang_cuda --cuda-gpu-arch=sm_90 -std=c++17 -fsyntax-only %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -std=c++17 -I %runtime_include -c %t.cu -o %t.o %}

// CHECK-LABEL: __global__ void extreme(
// CHECK: warpagg::reduce_add(&h[key[i]], 1u);
__global__ void extreme(const int *key, unsigned *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: privatize-extreme-keys.cu:[[@LINE+1]]:14: note: table 'h' of kernel 'extreme' not privatized: the profile measured its keys from -9223372036854775808 to 9223372036854775807 (18446744073709551616 entries of unsigned), more than the 4096 entries that fit 16384 bytes of shared memory {{.*}}[profile-span-large]
  if (i < n) atomicAdd(&h[key[i]], 1u);
}

// CHECK-LABEL: __global__ void far(
// CHECK: warpagg::reduce_add(&h[key[i] + 2], 1u);
__global__ void far(const int *key, unsigned *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: privatize-extreme-keys.cu:[[@LINE+1]]:14: note: table 'h' of kernel 'far' not privatized: the profile measured its keys from 4611686018427387904 to 4611686018427387919 (16 entries of unsigned), beyond the 2^40 entries either side of the table's start that a copy may cover (line [[@LINE+1]]) [profile-span-large]
  if (i < n) atomicAdd(&h[key[i] + 2], 1u);
}

// CHECK-LABEL: __global__ void top(
// CHECK: warpagg::reduce_add(&h[key[i] + 3], 1u);
__global__ void top(const int *key, unsigned *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: privatize-extreme-keys.cu:[[@LINE+1]]:14: note: table 'h' of kernel 'top' not privatized: the profile measured its keys from 9223372036854775792 to 9223372036854775807 (16 entries of unsigned), beyond the 2^40 {{.*}}[profile-span-large]
  if (i < n) atomicAdd(&h[key[i] + 3], 1u);
}

// CHECK-LABEL: __global__ void stated(
// CHECK: warpagg::reduce_add(&h[k[i]], 1u);
__global__ void stated(const int *k, unsigned *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // DIAG: privatize-extreme-keys.cu:[[@LINE+2]]:5: note: table 'h' of kernel 'stated' not privatized: its 'warpagg: keys=18446744073709551615' comment states 18446744073709551615 keys, beyond the 2^40 entries either side of the table's start that a copy may cover (line [[@LINE+2]]) [budget]
    // warpagg: keys=18446744073709551615
    atomicAdd(&h[k[i]], 1u);
}

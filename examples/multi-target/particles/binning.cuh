#pragma once
#include <mt/binning.cuh>

struct Particles {
  const float *x, *y, *z;
  size_t n;
};

// cell[i] = the cell of particle i; counts[c] = the particles in cell c.
void count_cells(Particles p, mt::GridSpec grid, int *cell, unsigned *counts);
// order[start[c] + k] = the k-th particle placed in cell c (fill[c] from 0).
void sort_into_cells(const int *cell, size_t n, const unsigned *start,
                     unsigned *fill, unsigned *order);

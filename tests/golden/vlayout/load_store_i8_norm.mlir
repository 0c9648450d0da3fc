// ptoc: vlayout --report
// an i8 load that is only stored: the first alternative (norm, b8) wins
func.func @copy(%in: memref<256xi8>, %out: memref<256xi8>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<256xi1>
  %v = ave.hir.vload <NORM> %in[%c0] : memref<256xi8> into vector<256xi8>
  ave.hir.masked_store <NORM_B8> %out[%c0], %m, %v : memref<256xi8>, vector<256xi1>, vector<256xi8>
  return
}

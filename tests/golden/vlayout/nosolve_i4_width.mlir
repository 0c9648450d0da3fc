// ptoc: vlayout --report
// an i4 vector matches no table row (cause 5): the masked store of it fails
func.func @i4(%x: memref<128xi4>, %o: memref<128xi4>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<128xi1>
  %v = ave.hir.vload <NORM> %x[%c0] : memref<128xi4> into vector<128xi4>
  ave.hir.masked_store <NORM_B8> %o[%c0], %m, %v : memref<128xi4>, vector<128xi1>, vector<128xi4>
  return
}

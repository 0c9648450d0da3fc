// ptoc: vlayout --report
// a gather of i8 through 16-bit indices stored with pk: the result is b8_2vl;
// the first gather alternative (mask b8, index b16) wins, so its own pge is pb8
func.func @gather(%t: memref<256xi8>, %ix: memref<128xi16>, %o: memref<128xi8>) {
  %c0 = arith.constant 0 : index
  %gm = ave.hir.pge <ALL> : vector<128xi1>
  %i = ave.hir.vload <NORM> %ix[%c0] : memref<128xi16> into vector<128xi16>
  %g = ave.hir.vgather %t[%c0] [%i], %gm : memref<256xi8>, vector<128xi16>, vector<128xi1> into vector<128xi8>
  %sm = ave.hir.pge <ALL> : vector<128xi1>
  ave.hir.masked_store <NORM_B8> %o[%c0], %sm, %g : memref<128xi8>, vector<128xi1>, vector<128xi8>
  return
}

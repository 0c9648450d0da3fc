// ptoc: vlayout --emit=mlir
// --emit=mlir: layouts on result types (iter_args and loop results take the
// init's) and on every type written for a retyped value (operand lists, the
// yield), functionType attributes added or merged into an attribute
// dictionary, whose entries print sorted by name
func.func @emit(%in: memref<64xi32>, %out: memref<64xi8>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %a = ave.hir.vload <NORM> %in[%c0] : memref<64xi32> into vector<64xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (vector<64xi32>) {
    %s = ave.hir.vadd %acc, %acc, %m : vector<64xi32>, vector<64xi1>
    scf.yield %s : vector<64xi32>
  }
  %t = ave.hir.vtrunci %r, false, %m {pp = #ave.vcvt_pp_type<pp0>} : vector<64xi32>, vector<64xi8>, vector<64xi1>
  ave.hir.masked_store <NORM_B8> %out[%c0], %m, %t : memref<64xi8>, vector<64xi1>, vector<64xi8>
  return
}

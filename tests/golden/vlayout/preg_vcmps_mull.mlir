// ptoc: vlayout --report
// preg ops share the result's state among their i1 operands; vcmps (same-layout
// group, unlike vcmp) needs the data at the mask's own state, so 16-bit data
// forces b16; mull's two results follow its first
func.func @preg(%x: memref<128xi16>, %o: memref<128xi16>, %s: i16) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<128xi1>
  %v = ave.hir.vload <NORM> %x[%c0] : memref<128xi16> into vector<128xi16>
  %c = ave.hir.vcmps <GT> %v, %s, %m : vector<128xi16>, i16, vector<128xi1> -> vector<128xi1>
  %n = ave.hir.preg.not <b16> %c, %m : vector<128xi1>
  %a = ave.hir.preg.and <b16> %n, %c, %m : vector<128xi1>
  %lo, %hi = ave.hir.mull %v, %v, %a : vector<128xi16>, vector<128xi1>
  ave.hir.masked_store <NORM_B16> %o[%c0], %a, %lo : memref<128xi16>, vector<128xi1>, vector<128xi16>
  return
}

# ptoc: print
# pld.AtomicType.X is the same enum as pl.AtomicType.X (pypto.language.distributed
# re-exports it; the reference's distributed examples write it so): it prints as pl.AtomicType.X.
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class P:
    @pl.function
    def k(self, dst: pld.DistributedTensor[[1, 64], pl.FP32], src: pl.Tensor[[1, 64], pl.FP32], peer: pl.Scalar[pl.INT32]):
        pld.tensor.put(dst, peer=peer, src=src, atomic=pld.AtomicType.None_)
        pld.tensor.put(dst, peer=peer, src=src, atomic=pld.AtomicType.Add)
        pld.tensor.put(dst, peer=peer, src=src, atomic=pl.AtomicType.Add)
        return dst

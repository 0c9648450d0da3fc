# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_put_atomic_add_variant (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class PAdd:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        dst: pld.DistributedTensor[[128], pl.FP32],
        src: pld.DistributedTensor[[128], pl.FP32],
        peer: pl.Scalar[pl.INT32],
    ):
        pld.tensor.put(dst, peer=peer, src=src, atomic=pld.AtomicType.Add)

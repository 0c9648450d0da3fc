# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_put_emits_comm_tput_with_attr_and_staging_tile (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class PNone:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        dst: pld.DistributedTensor[[16, 64], pl.FP16],
        src: pld.DistributedTensor[[16, 64], pl.FP16],
        peer: pl.Scalar[pl.INT32],
    ):
        pld.tensor.put(dst, peer=peer, src=src, atomic=pld.AtomicType.None_)

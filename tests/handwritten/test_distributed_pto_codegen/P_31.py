# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_get_emits_comm_tget_with_staging_tile (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        dst: pld.DistributedTensor[[16, 64], pl.FP16],
        src: pld.DistributedTensor[[16, 64], pl.FP16],
        peer: pl.Scalar[pl.INT32],
    ):
        pld.tensor.get(dst, peer=peer, src=src)

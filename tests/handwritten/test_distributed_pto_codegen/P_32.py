# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_get_rank1_transfer_uses_full_slice_partition_view (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        dst: pld.DistributedTensor[[128], pl.FP32],
        src: pld.DistributedTensor[[128], pl.FP32],
        peer: pl.Scalar[pl.INT32],
    ):
        pld.tensor.get(dst, peer=peer, src=src)

# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_remote_store_rank3_implicit_column_vector_matches_local_view_strides (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        inp: pl.Tensor[[3, 1], pl.FP32],
        data: pld.DistributedTensor[[2, 3, 1], pl.FP32],
        peer: pl.Scalar[pl.INT32],
    ):
        tile = pl.load(inp, [0, 0], [3, 1])
        pld.tile.remote_store(tile, data, peer=peer, offsets=[0, 0, 0])

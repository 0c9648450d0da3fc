# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_remote_load_peer_view_matches_column_vector_layout (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pld.DistributedTensor[[1, 1], pl.FP32],
        out: pl.Out[pl.Tensor[[8, 1], pl.FP32]],
        peer: pl.Scalar[pl.INT32],
    ):
        tile = pld.tile.remote_load(
            data,
            peer=peer,
            offsets=[0, 0],
            shape=[8, 1],
            valid_shape=[1, 1],
        )
        return pl.store(tile, [0, 0], out)

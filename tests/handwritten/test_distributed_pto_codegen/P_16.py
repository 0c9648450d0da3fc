# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_remote_load_peer_view_respects_explicit_nd_column_vector_view (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pld.DistributedTensor[[8, 1], pl.FP32],
        out: pl.Out[pl.Tensor[[8, 1], pl.FP32]],
        peer: pl.Scalar[pl.INT32],
    ):
        viewed: pld.DistributedTensor[
            [8, 1],
            pl.FP32,
            pl.TensorView(stride=[1, 1], layout=pl.TensorLayout.ND),
        ] = pl.tensor.view(data, [8, 1], layout=pl.TensorLayout.ND)
        tile = pld.tile.remote_load(
            viewed,
            peer=peer,
            offsets=[0, 0],
            shape=[8, 1],
            valid_shape=[8, 1],
        )
        return pl.store(tile, [0, 0], out)

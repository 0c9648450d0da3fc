# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_remote_load_peer_view_preserves_explicit_tensor_view_layout_and_strides (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pld.DistributedTensor[[4, 8], pl.FP32],
        out: pl.Tensor[[8, 4], pl.FP32],
        peer: pl.Scalar[pl.INT32],
    ):
        viewed: pld.DistributedTensor[
            [8, 4],
            pl.FP32,
            pl.TensorView(stride=[1, 8], layout=pl.TensorLayout.DN),
        ] = pl.tensor.view(data, [8, 4], layout=pl.TensorLayout.DN)
        t = pld.tile.remote_load(viewed, peer=peer, offsets=[0, 0], shape=[8, 4])
        pl.store(t, [0, 0], out)

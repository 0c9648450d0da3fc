# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_distributed_pto_codegen test_remote_load_intersects_requested_and_source_valid_extent:
# the remote tile's valid extent is the smaller of the requested valid_shape [1, 16] and the
# source tensor's own valid_shape [1, 8]: the peer view and the tile are [1, 8].
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pld.DistributedTensor[
            [1, 16],
            pl.FP32,
            pl.TensorView(valid_shape=[1, 8], stride=[], layout=pl.TensorLayout.ND),
        ],
        out: pl.Out[pl.Tensor[[1, 16], pl.FP32]],
        peer: pl.Scalar[pl.INT32],
    ):
        tile = pld.tile.remote_load(
            data,
            peer=peer,
            offsets=[0, 0],
            shape=[1, 16],
            valid_shape=[1, 16],
        )
        return pl.store(tile, [0, 0], out)

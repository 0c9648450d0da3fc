# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_distributed_pto_codegen test_remote_load_ragged_tail_partitions_only_valid_extent:
# a [1, 8192] remote tile whose valid_shape is the window's [1, 17] tail: the peer view
# (%data_peer_pview, the tensor's pointer moved by the difference of the window bases the
# communication context holds) and the tile's valid extent are [1, 17], not the tile's shape.
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pld.DistributedTensor[[1, 17], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 17], pl.FP32]],
        peer: pl.Scalar[pl.INT32],
    ):
        tile = pld.tile.remote_load(
            data,
            peer=peer,
            offsets=[0, 0],
            shape=[1, 8192],
            valid_shape=[1, 17],
        )
        return pl.store(tile, [0, 0], out)

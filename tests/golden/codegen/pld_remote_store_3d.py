# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_distributed_pto_codegen test_remote_store_pads_partition_view_with_ones_for_3d_target:
# a 2-D tile stored into a 3-D DistributedTensor: the peer view has the target's rank, a
# leading extent of 1 before the tile's two (!pto.partition_tensor_view<1x16x32xf16>).
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        inp: pl.Tensor[[16, 32], pl.FP16],
        data: pld.DistributedTensor[[4, 16, 64], pl.FP16],
        peer: pl.Scalar[pl.INT32],
    ):
        tile = pl.load(inp, [0, 0], [16, 32])
        pld.tile.remote_store(tile, target=data, peer=peer, offsets=[0, 0, 0])

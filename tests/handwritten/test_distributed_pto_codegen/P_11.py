# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_remote_store_pads_partition_view_with_ones_for_3d_target (hand-written)
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

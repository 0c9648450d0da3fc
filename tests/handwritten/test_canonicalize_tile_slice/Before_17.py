# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestUnalignedVecSlice::test_unaligned_slice_in_eval_stmt_materialized (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 8], pl.FP32],
        target: pld.DistributedTensor[[16, 1], pl.FP32],
        peer: pl.Scalar[pl.INT32],
    ):
        local: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            x, [0, 0], [16, 8], target_memory=pl.Mem.Vec
        )
        head: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 1], [0, 1])
        pld.tile.remote_store(head, target=target, peer=peer, offsets=[0, 0])

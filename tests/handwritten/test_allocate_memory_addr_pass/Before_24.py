# tests/ut/ir/transforms/test_allocate_memory_addr_pass.py::test_dsa_export_preserves_ascend910b_target_hazard_reason (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV, attrs={"split": pl.SplitMode.UP_DOWN})
    def target_hazard(self, down: pl.InOut[pl.Tensor[[16, 128], pl.FP32]]):
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        down_prev: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_0, 0, 4096), pl.Mem.Vec] = pl.tile.load(
            down, [0, 0], [8, 128], [8, 128], target_memory=pl.Mem.Vec
        )
        pipe_chunk: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_1, 0, 4096), pl.Mem.Vec] = (
            pl.tile.tpop_from_aic(split=1)
        )
        down_next: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.tile.add(
            down_prev, pipe_chunk
        )
        result = pl.tile.store(down_next, [0, 0], down)
        return result

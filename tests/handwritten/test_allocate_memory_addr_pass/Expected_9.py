# tests/ut/ir/transforms/test_allocate_memory_addr_pass.py::test_allocate_memory_addr_resolves_aic_reserve_buffer_in_mat_space (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIC)
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.BF16, pl.MemRef("mem_ddr_0", 0, 8192)],
        out_0: pl.Out[pl.Tensor[[64, 64], pl.BF16, pl.MemRef("mem_ddr_1", 0, 8192)]],
    ) -> pl.Tensor[[64, 64], pl.BF16]:
        mem_mat_2: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        _: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="aic_slot_buffer", size=4096, base=0)
        # Mat tile is pushed past the 4096-byte reserved Mat window.
        tile_a: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_mat_2, 4096, 8192), pl.Mem.Mat] = pl.tile.load(
            input_a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat
        )
        result: pl.Tensor[[64, 64], pl.BF16, pl.MemRef("mem_ddr_1", 0, 8192)] = pl.tile.store(
            tile_a, [0, 0], out_0
        )
        return result

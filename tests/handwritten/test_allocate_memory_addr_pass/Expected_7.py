# tests/ut/ir/transforms/test_allocate_memory_addr_pass.py::test_allocated_memory_addr_verifier_passes_after_add_alloc (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
        output: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        # Non-DDR memrefs are allocated at non-negative byte offsets (0, 16384).
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384), pl.Mem.Vec] = pl.tile.load(
            input_a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec
        )
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 16384, 16384), pl.Mem.Vec] = pl.tile.add(
            tile_a, tile_a
        )
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)] = pl.tile.store(
            tile_b, [0, 0], output
        )
        return result

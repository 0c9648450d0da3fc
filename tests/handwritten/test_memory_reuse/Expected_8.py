# tests/ut/ir/transforms/test_memory_reuse.py::TestFillpad::test_fillpad_output_incompatible_with_input (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[
            [64, 64],
            pl.FP32,
            pl.MemRef(mem_vec_2, 0, 16384),
            pl.Mem.Vec,
            pl.TileView(valid_shape=[48, 64]),
        ] = pl.tile.load(
            input_a, [0, 0], [64, 64], [48, 64], target_memory=pl.Mem.Vec, transpose=False
        )
        padded: pl.Tile[
            [64, 64],
            pl.FP32,
            pl.MemRef(mem_vec_3, 0, 16384),
            pl.Mem.Vec,
            pl.TileView(pad=pl.PadValue.max),
        ] = pl.tile.fillpad(tile_a, pad_value=pl.PadValue.max)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)] = pl.tile.store(
            padded, [0, 0], output
        )
        return result

# ptoc: print
# Tile types and kwargs as the reference's printer tests print them
# (tests/ut/ir/printing/test_python_printer.py): a TileView equal to its memory
# space's implicit one (Acc: col_major/row_major/1024, Mat: col_major/row_major/512,
# Right: row_major/col_major/512, Vec: row_major/none_box/512) collapses to no
# TileView; a memref prints as pl.MemRef("mem_vec_0", 0, 512) before the memory
# space; target_memory prints as pl.Mem.Vec and atomic as pl.AtomicType.Add.
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def types(
        self,
        a: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)],
        b: pl.Tile[[128, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)],
        c: pl.Tile[[128, 64], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)],
        d: pl.Tile[[128, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)],
        e: pl.Tile[[16, 16], pl.FP16, pl.MemRef("mem_vec_0", 0, 512), pl.Mem.Vec],
    ):
        pass

    @pl.function(type=pl.FunctionType.InCore)
    def load_store(self, input_tensor: pl.Tensor[[64, 64], pl.FP32], output_tensor: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile = pl.tile.load(input_tensor, [0, 0], [64, 64], target_memory=pl.Mem.Vec)
        out = pl.tile.store(tile, [0, 0], output_tensor, atomic=pl.AtomicType.Add)
        return out

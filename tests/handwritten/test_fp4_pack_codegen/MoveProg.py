# tests/ut/codegen/test_fp4_pack_codegen.py::test_fp4_slice_cast_and_vec_move (hand-written)
import pypto.language as pl


@pl.program
class MoveProg:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[16, 64], pl.FP4],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP4]],
    ) -> pl.Tensor[[16, 64], pl.FP4]:
        return pl.store(pl.move(pl.load(src, [0, 0], [16, 64]), target_memory=pl.Mem.Vec), [0, 0], out)

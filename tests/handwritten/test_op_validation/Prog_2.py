# tests/ut/language/parser/test_op_validation.py::TestFullPythonCallingConvention::test_mixed_positional_and_keyword_styles_all_parse (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP16],
    ) -> pl.Tensor[[16, 16], pl.FP16]:
        # All positional
        t_pos: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x, [0, 0], [16, 16])
        # Mixed positional + keyword
        t_mix: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x, [0, 0], shapes=[16, 16])
        # All keyword
        t_kw: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(tensor=x, offsets=[0, 0], shapes=[16, 16])
        # Unified-op kwargs
        t_add: pl.Tile[[16, 16], pl.FP16] = pl.add(lhs=t_pos, rhs=t_mix)
        # Suppress "unused" warnings while exercising every call site
        _ = (t_kw, t_add)
        return x

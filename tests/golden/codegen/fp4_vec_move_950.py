# ptoc: compile --backend 950 --no-emit-loc
# The reference's test_fp4_packed_gm_expand_codegen.py test_fp4e2m1x2_slice_cast_and_vec_move, program
# MoveProg, in the reference revision's spelling ([16, 32] carriers are [16, 64] FP4 elements): the
# move to Vec of a Vec tile is a vec-to-vec pto.tmov of f4E2M1x2 tiles.
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

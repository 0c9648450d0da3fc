# ptoc: compile --backend 910B --emit=orchestration
# pl.dynamic symbols are named in orchestration C++ by their strings, as the
# reference's test_dyn_dim_symbol_is_defined_from_the_declaring_argument asserts
# (int64_t N = ...), kept unique: two symbols sharing the string "N" emit N and
# N_1; "b", the string of cols, is already the parameter b's name, so cols emits
# b_1; "2x" is no C identifier, so that symbol keeps its Python name, w.
import pypto.language as pl

rows = pl.dynamic("N")
rows2 = pl.dynamic("N")
cols = pl.dynamic("b")
w = pl.dynamic("2x")


@pl.program
class DynNamesProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def add_kernel(
        self,
        a: pl.Tensor[[rows, cols], pl.FP32],
        b: pl.Tensor[[rows2, w], pl.FP32],
        c: pl.Out[pl.Tensor[[rows, cols], pl.FP32]],
    ) -> pl.Tensor[[rows, cols], pl.FP32]:
        a_tile = pl.load(a, [0, 0], [16, 16], target_memory=pl.MemorySpace.Vec)
        b_tile = pl.load(b, [0, 0], [16, 16])
        return pl.store(pl.add(a_tile, b_tile), [0, 0], c)

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[rows, cols], pl.FP32],
        b: pl.Tensor[[rows2, w], pl.FP32],
        c: pl.Out[pl.Tensor[[rows, cols], pl.FP32]],
    ) -> pl.Tensor[[rows, cols], pl.FP32]:
        tmp = pl.create_tensor([rows, cols], dtype=pl.FP32)
        tmp2 = pl.create_tensor([rows2, w], dtype=pl.FP32)
        staged = self.add_kernel(a, b, tmp)
        staged2 = self.add_kernel(staged, tmp2, c)
        return staged2

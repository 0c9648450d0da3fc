# ptoc: opt --backend a2a3 --passes=normalize_stmt_structure,resolve_backend_op_layouts --print-ir-after=normalize_stmt_structure
# --print-ir-after=NAME prints the IR after that pass (then the output as usual); the backend given by its alias
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 1], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        v: pl.Tile[[16, 1], pl.FP32] = pl.load(x, [0, 0], [16, 1])
        y: pl.Tile[[16, 1], pl.FP32] = pl.tile.exp(v)
        s: pl.Tensor[[16, 1], pl.FP32] = pl.store(y, [0, 0], out)
        return s

# ptoc: opt --backend 910B --passes=unroll_loops,ctrl_flow_transform,simplify,resolve_backend_op_layouts --expect {dir}/pm_unimplemented_noop.expected.py
# unimplemented passes whose products already hold (no pl.unroll, no break) are no-ops; simplify produces nothing and is skipped
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 1], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        v: pl.Tile[[16, 1], pl.FP32] = pl.load(x, [0, 0], [16, 1])
        y: pl.Tile[[16, 1], pl.FP32] = pl.tile.exp(v)
        s: pl.Tensor[[16, 1], pl.FP32] = pl.store(y, [0, 0], out)
        return s

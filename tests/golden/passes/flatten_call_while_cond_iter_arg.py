# ptoc: opt --passes=flatten_call_expr
# A while condition whose call reads the loop's iter arg (through a second call): the
# temporaries the calls are hoisted into would read the iter arg before the loop, where it
# has no value, and the condition would test the first value forever.  The value the
# condition reads becomes an iter arg of the loop: computed on the init before the loop
# (t__tmp_v0 and t__tmp_v1 read x), and again at the end of the body on the value the
# body yields (v2; the step t__tmp_v3 is not carried), and the condition reads the carried
# value.  The call that reads no iter arg (n's read) stays before the loop.
import pypto.language as pl


@pl.program
class WhileCondIterArg:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[64], pl.FP32], n: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for (v,) in pl.while_(init_values=(x,)):
            pl.cond(pl.tensor.read(pl.tensor.adds(v, 1.0), [0]) < pl.tensor.read(n, [0]))
            v2: pl.Tensor[[64], pl.FP32] = pl.tensor.adds(v, 1.0)
            v_rv: pl.Tensor[[64], pl.FP32] = pl.yield_(v2)
        return v_rv
